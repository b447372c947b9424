// Written by `npm run assistant:gate` (scripts/assistant-gate.mjs) from the seen evaluation sets: do not edit.
// Left out in turn, at these thresholds: right 92.5%, wrong 3.7% of 2294 questions in the field; 0.9% of 673 outside answered.
import type { Gate } from "./gate";

export const GATE: Gate = {"weights":[0.982,0.964,1.44,1.054,0.688,1.209,1.941,1.78,0.669,-0.635,0.956,0.675,0.168,-0.57,-1.063],"bias":-4.979,"threshold":0.475,"fieldThreshold":0.475};
