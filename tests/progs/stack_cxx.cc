// C++ frames: -k shows their names demangled.
#include <string>
#include <unistd.h>

namespace deep {
template <class T> struct Walker {
	static void __attribute__((noinline)) walk(T depth)
	{
		if (depth > 0)
			return walk(depth - 1);
		chdir(std::to_string(depth).c_str());
	}
};

void __attribute__((noinline)) start(int depth) { Walker<long>::walk(depth); }
}

int main()
{
	deep::start(2);
	return 0;
}
