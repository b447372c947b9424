// Written by `npm run assistant:gate` (scripts/assistant-gate.mjs) from the seen evaluation sets: do not edit.
// Left out in turn, at these thresholds: right 90.2%, wrong 3.7% of 1994 questions in the field; 0.9% of 583 outside answered.
import type { Gate } from "./gate";

export const GATE: Gate = {"weights":[1.086,0.998,0.896,1.376,0.53,1.151,1.416,1.898,0.245,-0.556,0.874,0.757,0.155,-0.803,-1.046],"bias":-4.662,"threshold":0.575,"fieldThreshold":0.575};
