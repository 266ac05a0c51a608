package dev.catalogkit.report;

import dev.catalogkit.spec.Requirement;
import java.util.List;

/**
 * The verdict on one requirement: the worst outcome among its checks, NOT_VERIFIED with the
 * catalogue's reason when it cannot be checked from outside, or NOT_VERIFIED "no check was run"
 * when filters left it out.
 */
public record RequirementVerdict(
    Requirement requirement, Outcome outcome, String reason, List<String> checkIds) {

  public RequirementVerdict {
    checkIds = List.copyOf(checkIds);
  }
}
