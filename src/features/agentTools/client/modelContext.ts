/** The part of the WebMCP API (`document.modelContext`, Chromium's `--enable-features=WebMCP`) the tools use. */
export interface ModelContextTool {
  name: string;
  description: string;
  inputSchema: object;
  annotations?: { readOnlyHint?: boolean };
  execute(input: unknown): Promise<unknown>;
}

export interface ModelContext {
  registerTool(tool: ModelContextTool): void;
}

interface WithModelContext {
  modelContext?: ModelContext;
}

/** The page's model context: `document.modelContext` today, `navigator.modelContext` in older drafts. */
export function pageModelContext(): ModelContext | undefined {
  return (
    (document as WithModelContext).modelContext ?? (navigator as WithModelContext).modelContext
  );
}
