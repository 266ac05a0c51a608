package dev.catalogkit.report.baseline;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.KnownFindings;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.nio.file.Path;
import java.util.List;

/** The findings of an earlier {@code compliance.json} ({@code --baseline FILE}). */
public final class Baseline implements KnownFindings {

  private final ReportSnapshot earlier;

  private Baseline(ReportSnapshot earlier) {
    this.earlier = earlier;
  }

  /**
   * The baseline in this file for a run of this profile; a file that cannot be read, is not a
   * {@code compliance.json}, or is of another profile is an {@link IllegalArgumentException} with a
   * one-line message (the command line makes it a usage error before any request).
   */
  public static Baseline read(Path file, String profile) {
    ReportSnapshot earlier = ReportSnapshot.read(file);
    if (!earlier.profile().equals(profile)) {
      throw new IllegalArgumentException(
          file
              + " is a report of profile "
              + earlier.profile()
              + ", this run certifies "
              + profile);
    }
    return new Baseline(earlier);
  }

  @Override
  public String source() {
    return earlier.source();
  }

  @Override
  public boolean knows(RunReport run, CheckResult check) {
    return earlier.findings().containsKey(Fingerprint.of(run, check));
  }

  @Override
  public boolean knowsOpen(RunReport run, RequirementVerdict requirement) {
    return earlier
        .findings()
        .containsKey(Fingerprint.ofOpen(run.run().profile(), requirement.requirement().id()));
  }

  @Override
  public int sustainedWindow() {
    return earlier.sustainedWindow();
  }

  @Override
  public List<String> fixedIn(RunReport run) {
    return ReportDiff.between(earlier, ReportSnapshot.of(run, "this run"), run.policy())
        .fixed()
        .stream()
        .map(Finding::fingerprint)
        .toList();
  }
}
