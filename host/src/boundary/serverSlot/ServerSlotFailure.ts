/**
 * A remote's failure on the server, as the browser's page knows it: only its digest, which leads to the server's log
 * line (`ServerFailureNoscript` shows it to readers without JavaScript). It says nothing about the failure itself.
 */
export class ServerSlotFailure extends Error {
  constructor(readonly digest: string) {
    super('The remote failed on the server; the browser renders it.');
    this.name = 'ServerSlotFailure';
  }
}
