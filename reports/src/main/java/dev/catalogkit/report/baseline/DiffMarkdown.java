package dev.catalogkit.report.baseline;

import java.util.ArrayList;
import java.util.List;

/**
 * The diff as Markdown for a pull-request comment: a headline with the counts, the regressions and
 * the fixes as tables, the other new findings, the requirements the kit changed, and the known and
 * not judged again only counted. GitHub-flavoured tables; cell text is escaped.
 */
public final class DiffMarkdown {

  /** Longer reasons are cut: a comment is read, the report holds the rest. */
  private static final int WHY_MAX = 160;

  private DiffMarkdown() {}

  public static String render(ReportDiff diff) {
    List<String> lines = new ArrayList<>();
    lines.add(
        "## Catalog conformance: "
            + count(diff.regressions().size(), "regression")
            + ", "
            + count(diff.fixed().size(), "fix")
            + (diff.requirementChanges().isEmpty()
                ? ""
                : ", " + count(diff.requirementChanges().size(), "requirement change")));
    lines.add("");
    lines.add(
        "Profile `"
            + diff.after().profile()
            + "`: "
            + side(diff.before())
            + " → "
            + side(diff.after())
            + ".");
    lines.add("");
    findings(lines, "Regressions", diff.regressions());
    findings(lines, "Fixes", diff.fixed());
    findings(lines, "New, not failing the gate", diff.otherNew());
    changes(lines, diff.requirementChanges());
    lines.add(
        "Known in both: "
            + diff.known().size()
            + ". Not judged again (left out or not reached in the later run): "
            + diff.notJudgedAgain().size()
            + ".");
    return String.join("\n", lines) + "\n";
  }

  private static String side(ReportSnapshot report) {
    return "`" + report.source() + "` (" + report.verdict() + ", kit " + report.kitVersion() + ")";
  }

  private static void findings(List<String> lines, String heading, List<Finding> findings) {
    if (findings.isEmpty()) {
      return;
    }
    lines.add("### " + heading + " (" + findings.size() + ")");
    lines.add("");
    lines.add("| Requirement | Level | Outcome | Case | Why |");
    lines.add("|---|---|---|---|---|");
    for (Finding finding : findings) {
      lines.add(
          row(
              finding.requirementId(),
              String.valueOf(finding.level()),
              finding.label(),
              finding.open() ? "(the requirement)" : finding.caseIdentity(),
              cut(finding.why())));
    }
    lines.add("");
  }

  private static void changes(List<String> lines, List<ReportDiff.RequirementChange> changes) {
    if (changes.isEmpty()) {
      return;
    }
    lines.add("### Requirements changed with the kit (" + changes.size() + ")");
    lines.add("");
    lines.add("| Requirement | Change | Before | After |");
    lines.add("|---|---|---|---|");
    for (ReportDiff.RequirementChange change : changes) {
      lines.add(
          row(
              change.id(),
              change.what(),
              change.before() == null ? "" : change.before(),
              change.after() == null ? "" : change.after()));
    }
    lines.add("");
  }

  private static String row(String... cells) {
    StringBuilder row = new StringBuilder("|");
    for (String cell : cells) {
      row.append(' ').append(escaped(cell)).append(" |");
    }
    return row.toString();
  }

  /** One line of table text: pipes, backticks and angle brackets cannot break the table. */
  private static String escaped(String text) {
    return text.replaceAll("\\s+", " ")
        .replace("\\", "\\\\")
        .replace("|", "\\|")
        .replace("`", "\\`")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .strip();
  }

  private static String cut(String why) {
    if (why == null) {
      return "";
    }
    return why.length() <= WHY_MAX ? why : why.substring(0, WHY_MAX - 3) + "...";
  }

  private static String count(int n, String noun) {
    return n + " " + (n == 1 ? noun : noun.endsWith("x") ? noun + "es" : noun + "s");
  }
}
