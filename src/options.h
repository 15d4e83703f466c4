#ifndef EBTRACE_OPTIONS_H
#define EBTRACE_OPTIONS_H

void parse_options(int argc, char **argv);

#endif
