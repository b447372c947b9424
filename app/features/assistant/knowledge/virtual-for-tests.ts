// Unit tests run without the Vite plugin: there, "virtual:assistant-knowledge" is this module (see
// vitest.config.ts), built from the same content files by the same function.
import { getKnowledge } from "./knowledge.server";

export default getKnowledge();
