import SnapshotTesting
import VDOM
