import { Link } from "react-router";
import { useHardwareChoice } from "../lib/hardware-choice";
import type { HardwareFitFilterData } from "../lib/listing-data";
import { FITS_PARAM } from "../lib/listing-params";

/** The listing `href` (without a `fits`) narrowed to the GGUF models that fit in `memoryGb`. */
function withFits(href: string, memoryGb: number): string {
  return `${href}${href.includes("?") ? "&" : "?"}${FITS_PARAM}=${memoryGb}GB`;
}

/**
 * The "fits your hardware" filter: a form choosing a memory size, which works without JavaScript,
 * and, once the page runs, a link for the hardware the visitor picked on a model page.
 */
export function HardwareFitFilter({ fit }: { fit: HardwareFitFilterData }) {
  const [hardware] = useHardwareChoice();
  const [action, query = ""] = fit.baseHref.split("?");
  const kept = [...new URLSearchParams(query)];
  const sizes =
    fit.selected === undefined || fit.sizes.includes(fit.selected)
      ? fit.sizes
      : [...fit.sizes, fit.selected].sort((a, b) => a - b);
  return (
    <>
      {hardware && hardware.memoryGb !== fit.selected ? (
        <p className="facets__hardware">
          <Link to={withFits(fit.baseHref, hardware.memoryGb)}>
            Fits {hardware.device ? `your ${hardware.device}` : "your hardware"} ({hardware.memoryGb} GB)
          </Link>
        </p>
      ) : null}
      <form method="get" action={action} className="facets__fits">
        {kept.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="field">
          <span className="field__label">Memory</span>
          <select name={FITS_PARAM} defaultValue={fit.selected === undefined ? "" : `${fit.selected}GB`}>
            <option value="">Any size</option>
            {sizes.map((gb) => (
              <option key={gb} value={`${gb}GB`}>
                {gb} GB
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
    </>
  );
}
