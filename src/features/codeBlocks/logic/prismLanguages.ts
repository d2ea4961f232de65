// Prism grammars loaded on top of prism-react-renderer's bundled set. A code fence whose language
// is neither bundled nor listed here renders unhighlighted, so tests/unit/codeBlocks/codeFences.test.ts fails
// the build before a reader ever sees that.
export const additionalPrismLanguages = ['bash', 'http'] as const;

// Fences with no highlighting on purpose (log lines, plain output).
export const plainFenceLanguages = ['text'] as const;
