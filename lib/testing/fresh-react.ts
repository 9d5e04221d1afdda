/**
 * React with its server and client renderers, required anew: call it after jest.resetModules()
 * (and any jest.doMock), then import the code under test, so that it and the renderers share one
 * React and no test starts on another's page.
 */
export async function freshReact() {
  const [react, server, client] = await Promise.all([import('react'), import('react-dom/server'), import('react-dom/client')]);
  return { react, server, client };
}
