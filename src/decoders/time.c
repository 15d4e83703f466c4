/* time family decoders. */
#include "../decode.h"
