// One training of the reader, for npm run train:assistant: the examples arrive by IPC, the model goes back.
import { train } from "../server/chat/reader/classifier";
import type { LabelledExample } from "../server/chat/reader/training";

process.once("message", (examples) => {
  process.send?.(train(examples as LabelledExample[]));
});
