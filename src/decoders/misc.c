/* misc family decoders. */
#include "../decode.h"
