package dev.catalogkit.cli;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;

import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.Verifies;
import dev.catalogkit.spec.Requirement;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/** {@code --list}: every check with its requirement, then what is not verified and why. */
final class CheckListing {

  private CheckListing() {}

  static void print(PrintWriter out, ProtocolProfile profile) {
    TestPlan plan =
        LauncherFactory.create()
            .discover(
                LauncherDiscoveryRequestBuilder.request()
                    .selectors(selectPackage(profile.checksPackage()))
                    .configurationParameter(
                        "junit.jupiter.extensions.autodetection.enabled", "false")
                    .build());
    Set<String> lines = new TreeSet<>();
    plan.getRoots()
        .forEach(
            root ->
                plan.getDescendants(root)
                    .forEach(id -> describe(id, profile).ifPresent(lines::add)));
    out.println("Checks (area, requirement [level] title  - check):");
    lines.forEach(line -> out.println("  " + line));
    out.println("Not verifiable from outside (reported NOT_VERIFIED):");
    profile.catalogue().all().stream()
        .filter(requirement -> !requirement.isVerifiable())
        .forEach(r -> out.println("  " + r.displayName() + "  - " + r.notVerified()));
  }

  private static Optional<String> describe(TestIdentifier identifier, ProtocolProfile profile) {
    return identifier
        .getSource()
        .filter(MethodSource.class::isInstance)
        .map(MethodSource.class::cast)
        .map(
            source -> {
              Verifies verifies = source.getJavaMethod().getAnnotation(Verifies.class);
              Optional<Requirement> requirement =
                  verifies == null ? Optional.empty() : profile.catalogue().find(verifies.value());
              return String.format(
                  "%-19s %s  - %s#%s",
                  requirement.map(Requirement::area).orElse("?"),
                  requirement.map(Requirement::displayName).orElse(identifier.getDisplayName()),
                  source.getJavaClass().getSimpleName(),
                  source.getMethodName());
            });
  }
}
