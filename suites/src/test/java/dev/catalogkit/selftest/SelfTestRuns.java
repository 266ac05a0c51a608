package dev.catalogkit.selftest;

import dev.catalogkit.engine.KitRunner;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunOptions;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.Fault;
import dev.catalogkit.reference.Profile;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import dev.catalogkit.report.Outcome;
import dev.catalogkit.report.RequirementVerdict;
import dev.catalogkit.report.RunReport;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Collectors;

/** Runs the whole kit against the reference catalog, with or without one fault. */
final class SelfTestRuns {

  /** Every self-test run requires and sends a token, so the auth requirement is applicable. */
  static final String TOKEN = "kit-self-test-token";

  private SelfTestRuns() {}

  static RunReport againstReference(Profile profile, Fault... faults) {
    ReferenceOptions options =
        ReferenceOptions.defaults()
            .withProfile(profile)
            .withRequiredToken(TOKEN)
            .withFaults(faults);
    try (ReferenceCatalog reference = ReferenceCatalog.start(options)) {
      return against(ProtocolProfile.named(profile.name()), reference.uri());
    }
  }

  static RunReport against(ProtocolProfile profile, URI target) {
    TargetConfig config =
        new TargetConfig(
            target,
            null,
            TOKEN,
            null,
            Map.of(),
            Duration.ofSeconds(5),
            TargetConfig.DEFAULT_MAX_BODY_BYTES);
    return new KitRunner(line -> {})
        .run(RunOptions.of(profile, config, Path.of("target", "self-test-reports")));
  }

  static Map<String, Outcome> verdicts(RunReport report) {
    return report.requirements().stream()
        .collect(Collectors.toMap(v -> v.requirement().id(), RequirementVerdict::outcome));
  }
}
