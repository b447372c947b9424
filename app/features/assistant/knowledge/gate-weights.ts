// Written by `npm run assistant:gate` (scripts/assistant-gate.mjs) from the seen evaluation sets: do not edit.
// Left out in turn, at this threshold: right 91.3%, wrong 2.8% of 1544 questions in the field; 0.7% of 448 outside answered.
import type { Gate } from "./gate";

export const GATE: Gate = {"weights":[1.358,0.912,0.718,1.372,0.513,0.7,1.998,1.947,-0.414,-0.434,0.965,0.457,-0.144,-0.341,-1.128],"bias":-4.218,"threshold":0.6};
