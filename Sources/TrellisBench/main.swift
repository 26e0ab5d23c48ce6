import VDOM
import Runtime
print("trellis-bench")
