package dev.catalogkit.engine;

import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.report.RunPolicy;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * How one run is made: the protocol profile, the target, the profile's own settings ({@code
 * semantic-format}, ...), which checks it holds, how the verdict becomes an exit code, its limits,
 * and the exploration after the checks (null: none). Where the reports go is the caller's business:
 * the engine returns the results model.
 */
public record RunOptions(
    ProtocolProfile profile,
    TargetConfig target,
    Map<String, String> settings,
    CheckSelection selection,
    RunPolicy policy,
    RunLimits limits,
    ExplorationPhase exploration) {

  public RunOptions {
    settings = Map.copyOf(settings);
  }

  /** Every check, the default policy and limits. */
  public static RunOptions of(ProtocolProfile profile, TargetConfig target) {
    return builder(profile, target).build();
  }

  public static Builder builder(ProtocolProfile profile, TargetConfig target) {
    return new Builder(profile, target);
  }

  /** The same run with this many checks at once. */
  public RunOptions withParallelism(int checksAtOnce) {
    return with(new RunLimits(checksAtOnce, runTimeout(), limits.sustained()));
  }

  /** The same run against a server shown to sustain this many requests at once. */
  public RunOptions withSustainedWindow(int requestsAtOnce) {
    return with(new RunLimits(parallelism(), runTimeout(), requestsAtOnce));
  }

  /** The same run with this time limit. */
  public RunOptions withRunTimeout(Duration limit) {
    return with(new RunLimits(parallelism(), limit, limits.sustained()));
  }

  private RunOptions with(RunLimits other) {
    return new RunOptions(profile, target, settings, selection, policy, other, exploration);
  }

  public int parallelism() {
    return limits.parallelism();
  }

  /** Requests in flight at most while checks are judged ({@link RunLimits#window()}). */
  public int window() {
    return limits.window();
  }

  public Duration runTimeout() {
    return limits.runTimeout();
  }

  /** Selected by the run's filters; see {@link CheckSelection#selects}. */
  public boolean selects(String requirementId, String area) {
    return selection.selects(requirementId, area);
  }

  /** Builds the options of a run: everything not set is the default. */
  public static final class Builder {

    private final ProtocolProfile profile;
    private final TargetConfig target;
    private final Map<String, String> settings = new LinkedHashMap<>();
    private CheckSelection selection = CheckSelection.ALL;
    private RunPolicy policy = RunPolicy.DEFAULT;
    private int parallelism = RunLimits.DEFAULT_PARALLELISM;
    private Duration runTimeout = RunLimits.DEFAULT_RUN_TIMEOUT;
    private int sustained = 1;
    private ExplorationPhase exploration;

    private Builder(ProtocolProfile profile, TargetConfig target) {
      this.profile = profile;
      this.target = target;
    }

    public Builder settings(Map<String, String> profileSettings) {
      settings.putAll(profileSettings);
      return this;
    }

    public Builder selection(CheckSelection checks) {
      this.selection = checks;
      return this;
    }

    public Builder policy(RunPolicy gate) {
      this.policy = gate;
      return this;
    }

    public Builder parallelism(int checksAtOnce) {
      this.parallelism = checksAtOnce;
      return this;
    }

    public Builder runTimeout(Duration limit) {
      this.runTimeout = limit;
      return this;
    }

    /** Requests at once an earlier run's probe showed the server sustains ({@code --baseline}). */
    public Builder sustained(int requestsAtOnce) {
      this.sustained = requestsAtOnce;
      return this;
    }

    /** Explores after the checks, before the clean-up. */
    public Builder explore(ExplorationPhase phase) {
      this.exploration = phase;
      return this;
    }

    public RunOptions build() {
      return new RunOptions(
          profile,
          target,
          settings,
          selection,
          policy,
          new RunLimits(parallelism, runTimeout, sustained),
          exploration);
    }
  }
}
