// Servers started by server tests and benchmarks take their port from the project's one port helper.
export { freePort } from "../scripts/ports.mjs";
