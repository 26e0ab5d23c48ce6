"""Lists the Swift tests that started and never ended, from the event stream
`swift test --experimental-event-stream-output` writes as it goes: what a
hung run was waiting for when scripts/test stopped it. Issues those tests
recorded before the stop (a time limit exceeded, an error thrown) follow
each one."""

import json
import sys

started = {}
issues = {}
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    try:
        record = json.loads(line)
    except ValueError:
        continue  # the last line may be cut off
    if record.get("kind") != "event":
        continue
    event = record["payload"]
    test_id = event.get("testID")
    if event["kind"] == "testStarted":
        started[test_id] = True
    elif event["kind"] == "testEnded":
        started.pop(test_id, None)
    elif event["kind"] == "issueRecorded" and test_id is not None:
        text = " ".join(message["text"] for message in event.get("messages", []))
        issues.setdefault(test_id, []).append(text)

for test_id in started:
    print("  " + test_id)
    for text in issues.get(test_id, []):
        print("      issue: " + text.replace("\n", "\n        "))
if not started:
    print("  (none: every test that started ended)")
