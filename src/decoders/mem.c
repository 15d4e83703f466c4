/* mem family decoders. */
#include "../decode.h"
