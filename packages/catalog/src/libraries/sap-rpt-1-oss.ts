import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

/**
 * The estimators take their context size and bagging count up front. The examples use a
 * 2048-row context and no bagging (1), which fit on modest hardware; larger values (up to an
 * 8192-row context and 8-fold bagging) predict better at a higher memory cost.
 */
const ESTIMATOR_OPTIONS = "max_context_size=2048, bagging=1";

function sapRptSnippets(): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/SAP-samples/sap-rpt-1-oss"),
    pythonSnippet(
      `from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from sap_rpt_oss import SAP_RPT_OSS_Classifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# A larger context and more bagging predict better but need more memory
clf = SAP_RPT_OSS_Classifier(${ESTIMATOR_OPTIONS})
clf.fit(X_train, y_train)

probabilities = clf.predict_proba(X_test)
predictions = clf.predict(X_test)
print("Accuracy", accuracy_score(y_test, predictions))`,
      "Classification",
    ),
    pythonSnippet(
      `from sklearn.datasets import fetch_openml
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from sap_rpt_oss import SAP_RPT_OSS_Regressor

df = fetch_openml(data_id=531, as_frame=True)
X = df.data
y = df.target.astype(float)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# A larger context and more bagging predict better but need more memory
regressor = SAP_RPT_OSS_Regressor(${ESTIMATOR_OPTIONS})
regressor.fit(X_train, y_train)

predictions = regressor.predict(X_test)
print("R² score:", r2_score(y_test, predictions))`,
      "Regression",
    ),
  ];
}

/** sap-rpt-1-oss (library_name "sap-rpt-1-oss", formerly ConTextTab): in-context learning on tables. */
export const sapRpt1Oss: ModelLibraryEntry = {
  prettyLabel: "sap-rpt-1-oss",
  repoName: "sap-rpt-1-oss",
  repoUrl: "https://github.com/SAP-samples/sap-rpt-1-oss",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: sapRptSnippets,
};
