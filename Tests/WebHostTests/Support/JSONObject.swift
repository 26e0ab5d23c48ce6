import Foundation

/// Parses a server frame for assertions (the Swift side only encodes them).
func jsonObject(_ text: String) -> [String: Any] {
  (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
}
