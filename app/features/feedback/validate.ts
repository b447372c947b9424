export * from "~/lib/feedback-validate";
