package dev.catalogkit.engine;

import dev.catalogkit.report.CheckResult;
import dev.catalogkit.report.Exploration;
import java.util.List;
import java.util.function.Consumer;

/**
 * What a run does after its checks and before its clean-up when it explores ({@code --explore},
 * {@code explore}): random operation sequences with the run's client, in names of the run's own.
 * The engine knows no more of it; its findings are judged with the checks and reported like them.
 */
public interface ExplorationPhase {

  /**
   * Explores until the phase's budget is spent, or sooner once {@link RunContext#stop()} says the
   * run stopped (Ctrl-C, the run's time limit).
   *
   * @param progress the run's progress lines
   */
  Explored explore(RunContext run, Consumer<String> progress);

  /** What it did, and each finding as a check of the area {@value Exploration#AREA}. */
  record Explored(Exploration summary, List<CheckResult> findings) {

    public Explored {
      findings = List.copyOf(findings);
    }
  }
}
