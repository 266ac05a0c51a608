package dev.catalogkit.engine;

import dev.catalogkit.report.Exploration;
import dev.catalogkit.report.Waiver;
import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Checks the user's filters before the run sends anything: an unknown area or requirement ID, or a
 * selection that holds no check, would otherwise run nothing and look like a PASS. Each problem
 * stops the run with one line naming the valid choices, or for IDs the likely ones (exit 2).
 */
final class Selection {

  private Selection() {}

  static void check(RunOptions options, RequirementCatalogue catalogue) {
    Set<String> areas =
        catalogue.all().stream()
            .map(Requirement::area)
            .collect(Collectors.toCollection(TreeSet::new));
    // every report lists the exploration's findings under their own area; the command line maps it
    // to the run's exploration phase
    areas.add(Exploration.AREA);
    Set<String> ids =
        catalogue.all().stream()
            .map(Requirement::id)
            .collect(Collectors.toCollection(TreeSet::new));
    unknown("area", options.selection().areas(), areas, catalogue.profile());
    unknownId("requirement", options.selection().requirementIds(), ids, catalogue.profile());
    unknown("excluded area", options.selection().excludedAreas(), areas, catalogue.profile());
    unknownId(
        "excluded requirement",
        options.selection().excludedRequirementIds(),
        ids,
        catalogue.profile());
    // a waiver of a mistyped ID would waive nothing and read later as "the server is fixed"
    unknownId("waived requirement", waivedIds(options), ids, catalogue.profile());
    if (options.selection().noChecks()) {
      return;
    }
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

  /** Areas are few: the line names them all. */
  private static void unknown(String what, Set<String> asked, Set<String> valid, String profile) {
    Set<String> unknown = unknownOf(asked, valid);
    if (!unknown.isEmpty()) {
      throw new RunAborted(
          unknownLine(what, unknown, profile) + "; valid: " + String.join(", ", valid));
    }
  }

  /** IDs are many: the line names the likely ones, and {@code --list} has them all. */
  private static void unknownId(String what, Set<String> asked, Set<String> valid, String profile) {
    Set<String> unknown = unknownOf(asked, valid);
    if (!unknown.isEmpty()) {
      Set<String> likely = new TreeSet<>();
      unknown.forEach(id -> likely.addAll(Typos.likelyMeant(id, valid)));
      throw new RunAborted(
          unknownLine(what, unknown, profile)
              + (likely.isEmpty() ? "" : "; did you mean " + String.join(", ", likely) + "?")
              + " (--list names every requirement)");
    }
  }

  private static Set<String> waivedIds(RunOptions options) {
    return options.policy().waivers().stream()
        .map(Waiver::requirementId)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> unknownOf(Set<String> asked, Set<String> valid) {
    Set<String> unknown = new TreeSet<>(asked);
    unknown.removeAll(valid);
    return unknown;
  }

  private static String unknownLine(String what, Set<String> unknown, String profile) {
    return "unknown "
        + what
        + (unknown.size() == 1 ? " " : "s ")
        + String.join(", ", unknown)
        + " in profile "
        + profile;
  }
}
