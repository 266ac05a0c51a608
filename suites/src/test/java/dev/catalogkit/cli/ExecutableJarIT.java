package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The shaded jar as a user runs it (README command 1): service files, class-path scanning of the
 * suites and the manifest all work from inside one jar.
 */
class ExecutableJarIT {

  private static final Path JAR = Path.of("target", "catalog-conformance-kit.jar");

  private static Process run(Path output, String... args) throws IOException {
    List<String> command =
        new java.util.ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                JAR.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command)
        .redirectErrorStream(true)
        .redirectOutput(output.toFile())
        .start();
  }

  @Test
  void withoutATargetTheJarCertifiesTheEmbeddedReferenceAndExits0() throws Exception {
    Path reports = Files.createDirectories(Path.of("target", "jar-run"));
    Path output = reports.resolve("console.txt");
    Process kit = run(output, "--report-dir", reports.toString(), "--allure");
    assertThat(kit.waitFor(5, TimeUnit.MINUTES)).isTrue();
    String console = Files.readString(output, StandardCharsets.UTF_8);
    assertThat(kit.exitValue()).as(console).isZero();
    assertThat(console).contains("Verdict: PASS").contains("ICE-VRP-03");
    assertThat(reports.resolve("compliance.html")).isRegularFile();
    assertThat(reports.resolve("allure-results")).isDirectory();
  }

  @Test
  void versionComesFromTheManifest() throws Exception {
    Path output = Files.createDirectories(Path.of("target", "jar-run")).resolve("version.txt");
    Process kit = run(output, "--version");
    assertThat(kit.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(Files.readString(output)).startsWith("catalog-conformance-kit 0.1.0");
  }
}
