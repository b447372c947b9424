// The assistant's knowledge, built from the content files by scripts/assistant-knowledge.ts.
declare module "virtual:assistant-knowledge" {
  const knowledge: import("./engine").Knowledge;
  export default knowledge;
}
