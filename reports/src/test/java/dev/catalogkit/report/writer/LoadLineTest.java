package dev.catalogkit.report.writer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.report.RunHealth;
import java.util.List;
import org.junit.jupiter.api.Test;

class LoadLineTest {

  @Test
  void aServerTheProbeBrokeIsNamedWithTheWindowAndWhatANextRunJudgesAt() {
    RunHealth.Load load =
        new RunHealth.Load(
            1, "no baseline", List.of(2), 1, 2, "a read among 2 at once failed: GET → 500");
    assertThat(LoadLine.of(load))
        .hasValue(
            "Load: checks judged at 1 request at a time (no baseline); the probe at [2] broke the"
                + " server at 2: a read among 2 at once failed: GET → 500 (a run with this"
                + " report as --baseline judges at 1)");
  }

  @Test
  void aSustainedWindowIsWhatANextRunOpensAt() {
    RunHealth.Load load = new RunHealth.Load(4, "baseline", List.of(2, 4, 8), 8, 0, null);
    assertThat(LoadLine.of(load))
        .hasValue(
            "Load: checks judged at 4 requests at a time (baseline); the probe at [2, 4, 8] saw 8"
                + " at once sustained (a run with this report as --baseline judges at 8)");
  }

  @Test
  void aRunWhoseLoadIsNotRecordedHasNoLine() {
    assertThat(LoadLine.of(RunHealth.Load.NONE)).isEmpty();
  }
}
