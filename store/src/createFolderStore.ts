import type { AggregateRecords } from './aggregates/AggregateRecords';
import { createFolderAggregateRecords } from './aggregates/folder/createFolderAggregateRecords';
import type { ControlRecords } from './control/ControlRecords';
import { createFolderControlRecords } from './control/folder/createFolderControlRecords';
import { createFolderVersionFiles } from './files/createFolderVersionFiles';
import { folderLayout, type FolderLayout } from './folder/folderLayout';
import { createFolderReleaseRecords } from './records/createFolderReleaseRecords';
import { composeStore, type Store } from './Store';

export interface FolderStoreOptions {
  /** The store's root folder (STORE_DIR). Created on the first write. */
  dir: string;
  /**
   * Where the registry is read and written (REGISTRY_FILE); `<dir>/registry.json` by default. Outside the store, it
   * is written only over a file that already holds a registry document.
   */
  registryFile?: string;
}

/** A store whose layout is `FolderLayout`, for the store server to serve and for tests to look into. */
export interface FolderStore extends Store {
  readonly layout: FolderLayout;
  /** The deploy API's tokens, registrations and audit trail, beside the releases. */
  readonly control: ControlRecords;
  /** The failure and load-time counts of the host servers that use this folder. */
  readonly aggregates: AggregateRecords;
}

/**
 * The store in one local folder: its version files (`createFolderVersionFiles`), its release records
 * (`createFolderReleaseRecords`), and beside them the control records and the aggregates. Creating it touches nothing
 * on disk; writes check their target first.
 */
export function createFolderStore({ dir, registryFile }: FolderStoreOptions): FolderStore {
  const layout = folderLayout(dir, registryFile);
  return {
    ...composeStore(createFolderVersionFiles(layout), createFolderReleaseRecords(layout)),
    layout,
    control: createFolderControlRecords(layout),
    aggregates: createFolderAggregateRecords(layout),
  };
}
