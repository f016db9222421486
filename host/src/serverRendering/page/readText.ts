/** The whole text of a stream of UTF-8 bytes. */
export async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read())
    text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}
