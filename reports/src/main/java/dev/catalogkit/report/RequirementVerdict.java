package dev.catalogkit.report;

import dev.catalogkit.spec.Requirement;
import java.util.List;

/**
 * The verdict on one requirement, from the checks that verified it, with the reason when it holds
 * only in part or was not judged, and ({@code notJudged}, null when judged) why not.
 */
public record RequirementVerdict(
    Requirement requirement,
    Outcome outcome,
    String reason,
    NotJudged notJudged,
    List<String> checkIds) {

  public RequirementVerdict {
    checkIds = List.copyOf(checkIds);
  }

  public boolean judged() {
    return notJudged == null;
  }
}
