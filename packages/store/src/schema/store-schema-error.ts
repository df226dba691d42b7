import { resolve } from "node:path";
import { isPostgresUrl } from "../postgres/connect-postgres";
import { describeStoreLocation } from "../store-location";

/** The store the server and the commands use when given none (see resolveStoreLocation). */
const DEFAULT_STORE = "var/modelhub.db";

/**
 * A store whose schema this program does not open: older than the schema new stores start at
 * (stores that old are not updated in place, decision 099) or newer than this program. The
 * message names the store and says what to do; nothing in the store was changed.
 */
export class StoreSchemaError extends Error {
  constructor(
    /** The store's file path or connection URL. */
    readonly location: string,
    /** Its schema version. */
    readonly version: number,
    /** The versions this program opens, the baseline to its latest migration. */
    readonly supported: { oldest: number; latest: number },
  ) {
    super(schemaMessage(location, version, supported));
    this.name = "StoreSchemaError";
  }
}

function schemaMessage(
  location: string,
  version: number,
  { oldest, latest }: { oldest: number; latest: number },
) {
  const where = describeStoreLocation(location);
  if (version > latest) {
    return `${where} has schema version ${version}, newer than this program's (${latest}): open it with a newer Modelhub`;
  }
  const refused = `${where} has schema version ${version}, from before ${oldest}, the oldest this program opens; stores that old are not updated in place.`;
  if (isPostgresUrl(location)) {
    return `${refused} Import the catalogue again into an empty database (drop and create this one, or name a new one): modelhub import <source> --db ${where}`;
  }
  const again = `modelhub import <source> --db ${location}`;
  if (location === resolve(DEFAULT_STORE)) {
    return `${refused} It is the default store: remove the file (or move it aside) and the server creates it again with the sample catalogue; import your own data again with ${again}`;
  }
  return `${refused} Move the file aside and import the catalogue again into a new one: ${again}`;
}
