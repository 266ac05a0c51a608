package dev.catalogkit.engine;

import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Checks the user's filters before the run sends anything: an unknown area or requirement ID, or a
 * selection that holds no check, would otherwise run nothing and look like a PASS. Each problem
 * stops the run with one line naming the valid choices (exit 2).
 */
final class Selection {

  private Selection() {}

  static void check(RunOptions options, RequirementCatalogue catalogue) {
    Set<String> areas =
        catalogue.all().stream()
            .map(Requirement::area)
            .collect(Collectors.toCollection(TreeSet::new));
    Set<String> ids =
        catalogue.all().stream()
            .map(Requirement::id)
            .collect(Collectors.toCollection(TreeSet::new));
    unknown("area", options.areas(), areas, catalogue.profile());
    unknown("requirement", options.requirementIds(), ids, catalogue.profile());
    unknown("excluded area", options.excludedAreas(), areas, catalogue.profile());
    unknown("excluded requirement", options.excludedRequirementIds(), ids, catalogue.profile());
    List<Requirement> selected =
        catalogue.all().stream().filter(r -> options.selects(r.id(), r.area())).toList();
    if (selected.isEmpty()) {
      throw new RunAborted("the filters leave no requirement to check (see --list)");
    }
    if (selected.stream().noneMatch(Requirement::isVerifiable)) {
      throw new RunAborted(
          "the selection holds no check: "
              + selected.stream().map(Requirement::id).collect(Collectors.joining(", "))
              + " cannot be checked from outside the server (see --list)");
    }
  }

  private static void unknown(String what, Set<String> asked, Set<String> valid, String profile) {
    Set<String> unknown = new TreeSet<>(asked);
    unknown.removeAll(valid);
    if (!unknown.isEmpty()) {
      throw new RunAborted(
          "unknown "
              + what
              + (unknown.size() == 1 ? " " : "s ")
              + String.join(", ", unknown)
              + " in profile "
              + profile
              + "; valid: "
              + String.join(", ", valid));
    }
  }
}
