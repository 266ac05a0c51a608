package dev.catalogkit.engine;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.RequirementVerdict;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Links a violated requirement to the finding that explains it: when every check that saw it
 * violated says what it saw is another requirement's defect ({@link Expect#explainedBy}), and the
 * run finds that requirement violated, one defect is reported once, the other as "same cause as"
 * it. A chain leads to its root; requirements that would explain each other stay apart.
 */
final class SameCause {

  private SameCause() {}

  static List<RequirementVerdict> linked(
      List<RequirementVerdict> verdicts, List<CheckResult> checks) {
    Set<String> violated =
        verdicts.stream()
            .filter(v -> v.outcome().isViolation())
            .map(v -> v.requirement().id())
            .collect(Collectors.toSet());
    Map<String, String> explainedBy = new HashMap<>();
    for (String id : violated) {
      Set<String> explanations =
          checks.stream()
              .filter(check -> id.equals(check.requirementId()) && check.outcome().isViolation())
              .map(check -> check.failure().explainedBy())
              .collect(Collectors.toCollection(HashSet::new));
      if (explanations.size() == 1) {
        String cause = explanations.iterator().next();
        if (cause != null && !cause.equals(id) && violated.contains(cause)) {
          explainedBy.put(id, cause);
        }
      }
    }
    return verdicts.stream()
        .map(
            v -> {
              String root = rootOf(v.requirement().id(), explainedBy);
              return root == null ? v : v.causedBy(root);
            })
        .toList();
  }

  /** The end of the chain of explanations from this requirement, null if none or a cycle. */
  private static String rootOf(String id, Map<String, String> explainedBy) {
    Set<String> seen = new HashSet<>();
    String at = id;
    while (explainedBy.containsKey(at)) {
      if (!seen.add(at)) {
        return null;
      }
      at = explainedBy.get(at);
    }
    return Objects.equals(at, id) ? null : at;
  }
}
