import { Link } from "react-router";
import { CopyButton } from "./CopyButton";

/**
 * A repository page's title: "owner / name", the owner linking to `listing` filtered to their
 * repositories (plain text without one), and a button that copies the id. A legacy bare id
 * (`gpt2`, `glue`) has no owner.
 */
export function RepoTitle({ id, listing }: { id: string; listing?: "/models" | "/datasets" }) {
  const slash = id.indexOf("/");
  const owner = slash < 0 ? "" : id.slice(0, slash);
  return (
    <div className="model-header__title">
      <h1>
        {owner ? (
          <>
            {listing ? (
              <Link className="model-header__owner" to={`${listing}?author=${encodeURIComponent(owner)}`}>
                {owner}
              </Link>
            ) : (
              <span className="model-header__owner">{owner}</span>
            )}
            <span className="model-header__slash">/</span>
            <span>{id.slice(slash + 1)}</span>
          </>
        ) : (
          id
        )}
      </h1>
      <CopyButton label="Copy id" getText={() => id} />
    </div>
  );
}
