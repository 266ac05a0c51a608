package dev.catalogkit.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
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

  /**
   * Ctrl-C (SIGINT) once the checks run: the run stops, cleans up, writes every report and exits
   * 130. One check at a time, so that the run is still going when the signal comes. Skipped where
   * this process ignores SIGINT (a build started in the background by a script): the kit's JVMs
   * inherit that, and a JVM cannot take back an ignored SIGINT, so no Ctrl-C could reach them.
   */
  @Test
  void ctrlCStopsTheRunWritesEveryReportAndExits130() throws Exception {
    assumeFalse(sigintIgnored(), "SIGINT is ignored in this process tree");
    Path reports = Files.createDirectories(Path.of("target", "jar-interrupted"));
    Files.deleteIfExists(reports.resolve("compliance.json"));
    Process kit =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                JAR.toString(),
                "--report-dir",
                reports.toString(),
                "--parallel",
                "1")
            .redirectErrorStream(true)
            .start();
    StringBuilder console = new StringBuilder();
    boolean sent = false;
    try (BufferedReader lines =
        new BufferedReader(new InputStreamReader(kit.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        console.append(line).append('\n');
        if (line.matches("(\\[\\d+/\\d+] )?PASS .*") && !sent) { // after the progress counter
          new ProcessBuilder("kill", "-INT", String.valueOf(kit.pid())).start().waitFor();
          sent = true; // once: a second Ctrl-C quits at once
        }
      }
    }

    assertThat(kit.waitFor(2, TimeUnit.MINUTES)).isTrue();
    assertThat(kit.exitValue()).as(console.toString()).isEqualTo(130);
    assertThat(console.toString())
        .contains("Interrupted: stopping the run")
        .contains("Cleaned up: nothing this run created is left on the server");
    assertThat(Files.readString(reports.resolve("compliance.json")))
        .contains("interrupted (Ctrl-C)");
    assertThat(reports.resolve("compliance.html")).isRegularFile();
    assertThat(reports.resolve("junit.xml")).isRegularFile();
  }

  /** Whether SIGINT (signal 2) is in this process's ignored set; false where /proc cannot tell. */
  private static boolean sigintIgnored() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    return Files.readAllLines(status).stream()
        .filter(line -> line.startsWith("SigIgn:"))
        .map(line -> Long.parseUnsignedLong(line.substring("SigIgn:".length()).trim(), 16))
        .anyMatch(ignored -> (ignored & (1L << (2 - 1))) != 0);
  }

  @Test
  void versionComesFromTheManifest() throws Exception {
    Path output = Files.createDirectories(Path.of("target", "jar-run")).resolve("version.txt");
    Process kit = run(output, "--version");
    assertThat(kit.waitFor(1, TimeUnit.MINUTES)).isTrue();
    assertThat(Files.readString(output)).startsWith("catalog-conformance-kit 0.1.0");
  }
}
