import { pythonSnippet, shellSnippet } from "./shared/snippet";
import type { LibrarySnippet, ModelLibraryEntry } from "./types";

function flextabSnippets(): LibrarySnippet[] {
  return [
    shellSnippet("pip install git+https://github.com/SAP-samples/flextab", "Install"),
    pythonSnippet(
      `from sklearn.datasets import load_breast_cancer
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split

from flextab import FlexTabClassifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# An 8k context with 8-fold bagging works best; lower both if memory runs out
clf = FlexTabClassifier(max_context_size=8192, bagging=8)
clf.fit(X_train, y_train)

prediction_probabilities = clf.predict_proba(X_test)
predictions = clf.predict(X_test)
print("Accuracy", accuracy_score(y_test, predictions))`,
      "Classification",
    ),
    pythonSnippet(
      `from sklearn.datasets import fetch_openml
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split

from flextab import FlexTabRegressor

df = fetch_openml(data_id=531, as_frame=True)
X = df.data
y = df.target.astype(float)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=42)

# An 8k context with 8-fold bagging works best; lower both if memory runs out
regressor = FlexTabRegressor(max_context_size=8192, bagging=8)
regressor.fit(X_train, y_train)

predictions = regressor.predict(X_test)
print("R² Score:", r2_score(y_test, predictions))`,
      "Regression",
    ),
    pythonSnippet(
      `from sklearn.metrics import accuracy_score

from flextab import FlexTabMatcher
from flextab.utils.test_utils import load_febrl4

left_train, left_test, right_train, right_test, y_train, y_test = load_febrl4()

matcher = FlexTabMatcher(max_context_size=8192, bagging=1)
matcher.fit(left_train, right_train, y_train)
predictions = matcher.predict(left_test, right_test)
print(f"Accuracy {accuracy_score(y_test, predictions):.2%}")

# Match probabilities, e.g. for a threshold or AUROC:
# probas = matcher.predict_proba_matching(left_test, right_test)`,
      "Matching",
    ),
  ];
}

/** FlexTab (library_name "flextab"): in-context learning for tables (classification, regression, matching). */
export const flextab: ModelLibraryEntry = {
  prettyLabel: "FlexTab",
  repoName: "FlexTab",
  repoUrl: "https://github.com/SAP-samples/flextab",
  filter: false,
  countDownloads: { extensions: ["pt"] },
  snippets: flextabSnippets,
};
