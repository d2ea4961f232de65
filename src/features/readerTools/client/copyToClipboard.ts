/**
 * Copies the text a URL serves to the clipboard. The fetch starts inside the click, and the
 * clipboard receives it as a promise, so browsers that want the write tied to the click (Safari)
 * accept it; browsers without promise-valued clipboard items get the text once it is there.
 */
export async function copyUrlTextToClipboard(
  url: string,
  clipboard: Clipboard = navigator.clipboard,
  fetchText: (url: string) => Promise<string> = fetchOkText,
): Promise<void> {
  const text = fetchText(url);
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    const blob = text.then((value) => new Blob([value], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await clipboard.writeText(await text);
}

async function fetchOkText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the Markdown copy answered ${response.status}`);
  return response.text();
}
