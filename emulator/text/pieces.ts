/** Splits text into small pieces of a few words, the way a model streams tokens; joined, they give the text back. */
export function wordPieces(text: string, wordsPerPiece: number): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  return pieces;
}
