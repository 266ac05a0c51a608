package dev.catalogkit.report.baseline;

import dev.catalogkit.report.RunPolicy;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What changed from one report to a later one: the new findings that fail the gate (regressions),
 * the other new ones (a WARN without {@code --fail-on warn}, a NOTICE, a WAIVED), the known ones,
 * the fixed ones (the later run judged them and they are gone), the ones the later run did not
 * judge again, and the requirements whose level or wording the kit changed between the two.
 * Findings are matched by {@link Fingerprint}, so a case newly failing under a requirement that
 * already failed is a regression of its own.
 */
public record ReportDiff(
    ReportSnapshot before,
    ReportSnapshot after,
    List<Finding> regressions,
    List<Finding> otherNew,
    List<Finding> known,
    List<Finding> fixed,
    List<Finding> notJudgedAgain,
    List<RequirementChange> requirementChanges) {

  public ReportDiff {
    regressions = List.copyOf(regressions);
    otherNew = List.copyOf(otherNew);
    known = List.copyOf(known);
    fixed = List.copyOf(fixed);
    notJudgedAgain = List.copyOf(notJudgedAgain);
    requirementChanges = List.copyOf(requirementChanges);
  }

  /**
   * A requirement the kit changed: {@code what} is {@code level}, {@code title}, {@code source}
   * (the quoted sentence), {@code added} or {@code removed}; {@code before} and {@code after} are
   * null where the requirement does not exist.
   */
  public record RequirementChange(String id, String what, String before, String after) {}

  /** The findings are judged new and gate-failing by this policy ({@code --fail-on warn}). */
  public static ReportDiff between(ReportSnapshot before, ReportSnapshot after, RunPolicy policy) {
    List<Finding> regressions = new ArrayList<>();
    List<Finding> otherNew = new ArrayList<>();
    List<Finding> known = new ArrayList<>();
    for (Finding finding : after.findings().values()) {
      if (before.findings().containsKey(finding.fingerprint())) {
        known.add(finding);
      } else if (finding.failsTheGate(policy)) {
        regressions.add(finding);
      } else {
        otherNew.add(finding);
      }
    }
    List<Finding> fixed = new ArrayList<>();
    List<Finding> notJudgedAgain = new ArrayList<>();
    for (Finding finding : before.findings().values()) {
      if (!after.findings().containsKey(finding.fingerprint())) {
        (after.judged().contains(finding.fingerprint()) ? fixed : notJudgedAgain).add(finding);
      }
    }
    return new ReportDiff(
        before,
        after,
        regressions,
        otherNew,
        known,
        fixed,
        notJudgedAgain,
        requirementChanges(before, after));
  }

  private static List<RequirementChange> requirementChanges(
      ReportSnapshot before, ReportSnapshot after) {
    Set<String> ids = new TreeSet<>(before.requirements().keySet());
    ids.addAll(after.requirements().keySet());
    List<RequirementChange> changes = new ArrayList<>();
    for (String id : ids) {
      ReportSnapshot.Wording was = before.requirements().get(id);
      ReportSnapshot.Wording now = after.requirements().get(id);
      if (was == null) {
        changes.add(new RequirementChange(id, "added", null, now.level() + " " + now.title()));
      } else if (now == null) {
        changes.add(new RequirementChange(id, "removed", was.level() + " " + was.title(), null));
      } else {
        changed(changes, id, "level", String.valueOf(was.level()), String.valueOf(now.level()));
        changed(changes, id, "title", was.title(), now.title());
        changed(changes, id, "source", was.quote(), now.quote());
      }
    }
    return changes;
  }

  private static void changed(
      List<RequirementChange> changes, String id, String what, String was, String now) {
    if (!Objects.equals(was, now)) {
      changes.add(new RequirementChange(id, what, was, now));
    }
  }
}
