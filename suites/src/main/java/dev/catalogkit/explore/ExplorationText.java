package dev.catalogkit.explore;

import dev.catalogkit.spec.Requirement;
import dev.catalogkit.spec.RequirementCatalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An exploration as lines for the console: the figures and the seed, then the finding graded at its
 * requirement's level (FAIL for MUST, WARN for SHOULD, NOTICE for MAY; FLAKY when a replay did not
 * fail again), the shrunk sequence as numbered steps with expected and got at the last.
 */
public final class ExplorationText {

  private ExplorationText() {}

  public static List<String> lines(ExplorationResult result, RequirementCatalogue catalogue) {
    List<String> lines = new ArrayList<>();
    lines.add(
        String.format(
            Locale.ROOT,
            "Explored with seed %d: %d steps in %d sequences, %d requests, %.1f s (%.0f steps/s)",
            result.seed(),
            result.steps(),
            result.sequences(),
            result.requests(),
            result.elapsedMillis() / 1000.0,
            result.stepsPerSecond()));
    result.stopped().forEach(why -> lines.add("  a walk stopped early (no finding): " + why));
    if (result.finding().isEmpty()) {
      lines.add("No finding: every answer agreed with the model.");
      return lines;
    }
    ShrunkFinding shrunk = result.finding().get();
    Finding finding = shrunk.finding();
    Requirement requirement = catalogue.get(finding.requirementId());
    lines.add(
        grade(shrunk, requirement)
            + " "
            + requirement.displayName()
            + String.format(
                Locale.ROOT,
                " (reproduced %d of %d on fresh names; shrunk from %d steps to %d)",
                shrunk.reproduced(),
                shrunk.replays(),
                shrunk.originalSteps(),
                shrunk.steps().size()));
    for (int i = 0; i < shrunk.steps().size(); i++) {
      lines.add(String.format(Locale.ROOT, "  %2d. %s", i + 1, shrunk.steps().get(i).describe()));
    }
    lines.add("      expected: " + finding.expected());
    lines.add("      got:      " + finding.actual());
    finding.evidence().lines().forEach(line -> lines.add("      | " + line));
    return lines;
  }

  /** The outcome a check breaking the same requirement would get. */
  public static String grade(ShrunkFinding shrunk, Requirement requirement) {
    if (shrunk.flaky()) {
      return "FLAKY";
    }
    return switch (requirement.level()) {
      case MUST -> "FAIL";
      case SHOULD -> "WARN";
      case MAY -> "NOTICE";
    };
  }
}
