/**
 * The reason given by libraries with no snippet builder: they have no stable, documented
 * one-call loading API, so their checkpoints are used through the project's own scripts.
 */
export const SEE_REPOSITORY =
  "No loading snippet: the checkpoints are used through the project's own scripts, documented in its repository.";
