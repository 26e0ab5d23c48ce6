"""Lists the Swift tests that started and never ended, from the event stream
`swift test --experimental-event-stream-output` writes as it goes: what a
hung run was waiting for when scripts/test stopped it."""

import json
import sys

started = {}
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    try:
        record = json.loads(line)
    except ValueError:
        continue  # the last line may be cut off
    if record.get("kind") != "event":
        continue
    event = record["payload"]
    if event["kind"] == "testStarted":
        started[event["testID"]] = event["messages"][0]["text"] if event["messages"] else ""
    elif event["kind"] == "testEnded":
        started.pop(event["testID"], None)

for test_id in started:
    print("  " + test_id)
if not started:
    print("  (none: every test that started ended)")
