/* net family decoders. */
#include "../decode.h"
