package dev.catalogkit.selftest;

import dev.catalogkit.engine.CheckSelection;
import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunLimits;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.reference.ReferenceProfile;
import dev.catalogkit.reference.ReferenceProfiles;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** Runs the whole kit against the reference catalog, with or without faults. */
final class SelfTestRuns {

  /** Every self-test run requires and sends a token, so the auth requirement is applicable. */
  static final String TOKEN = "kit-self-test-token";

  /**
   * The reference answers in milliseconds and no fault of it hangs, so a timeout only ever ends an
   * exchange of a starved machine: a bound far above any answer (the fault matrix runs four kits at
   * once, eight checks each, on two cores), so that load alone never turns a verdict.
   */
  private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(60);

  private SelfTestRuns() {}

  /** The id of every profile with a reference catalog ({@link ReferenceProfiles}). */
  static Stream<String> referenceProfiles() {
    return ReferenceProfiles.all().stream().map(ReferenceProfile::id);
  }

  static RunReport againstReference(String profile, Fault... faults) {
    ReferenceOptions options = tokenRequired(profile).withFaults(faults);
    try (ReferenceCatalog reference = ReferenceCatalog.start(options)) {
      return against(Profiles.load().named(profile), reference.uri(), null, CheckSelection.ALL);
    }
  }

  /** The reference's options for a profile, asking every request for the self-test token. */
  static ReferenceOptions tokenRequired(String profile) {
    return ReferenceOptions.defaults().withProfile(profile).withRequiredToken(TOKEN);
  }

  /**
   * One run of the selected checks against a target, in the catalog of this warehouse (null: the
   * default one).
   */
  static RunReport against(
      ProtocolProfile profile, URI target, String warehouse, CheckSelection checks) {
    return against(profile, target, warehouse, checks, new RunSteering.Watch());
  }

  /** The same, showing the watch every exchange and console line of the run. */
  static RunReport against(
      ProtocolProfile profile,
      URI target,
      String warehouse,
      CheckSelection checks,
      RunSteering.Watch watch) {
    TargetConfig config =
        new TargetConfig(
            target,
            warehouse,
            TOKEN,
            null,
            Map.of(),
            REQUEST_TIMEOUT,
            TargetConfig.DEFAULT_MAX_BODY_BYTES);
    // the reference sustains the kit's default load, as its own probe shows: the fault runs judge
    // at that window, as a run given such a report as --baseline does
    return new KitRunner(watch::console, line -> {}, watch)
        .run(
            RunOptions.builder(profile, config)
                .selection(checks)
                .sustained(RunLimits.DEFAULT_PARALLELISM)
                .build());
  }

  /**
   * One run of the Iceberg profile against a target without a token, e.g. a hostile proxy in front
   * of the reference, at the window the reference sustains (as {@link #against} runs).
   */
  static RunReport icebergAgainst(URI target, String reports) {
    return new KitRunner(line -> {})
        .run(
            RunOptions.of(Profiles.load().named("iceberg"), TargetConfig.of(target))
                .withSustainedWindow(RunLimits.DEFAULT_PARALLELISM));
  }

  static Map<String, Outcome> verdicts(RunReport report) {
    return report.requirements().stream()
        .collect(Collectors.toMap(v -> v.requirement().id(), RequirementVerdict::outcome));
  }
}
