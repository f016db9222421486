import { renderToReadableStream } from 'react-dom/server';
import { Suspense } from 'react';
function Boom(): never { throw new Error('x'); }
async function main() {
  const s = await renderToReadableStream(<div><p>before</p><title>T1</title><meta name="description" content="D" /><Suspense fallback={<i>fb</i>}><Boom/></Suspense><Suspense fallback={<i>fb2</i>}><b>PLACE</b></Suspense></div>, { onError: () => 'dig123' });
  await s.allReady;
  console.log(await new Response(s).text());
}
export { main };
