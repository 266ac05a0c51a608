package dev.catalogkit.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs one command as a whole process and times it from start to exit. */
final class TimedProcess {

  /** Bounds a run, so a hanging kit or RCK ends the bench instead of stalling it. */
  private static final long LIMIT_MINUTES = 20;

  record Result(int exitCode, double seconds) {}

  private TimedProcess() {}

  /** The java that runs the bench, so every process of one run uses the same JDK. */
  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /**
   * A builder working in {@code dir} whose environment holds none of the caller's {@code CATALOG_*}
   * variables but {@code catalogEnv}: the fixture and the RCK both read every one of them.
   */
  static ProcessBuilder builder(List<String> command, Path dir, Map<String, String> catalogEnv) {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
    builder.environment().keySet().removeIf(name -> name.startsWith("CATALOG_"));
    builder.environment().putAll(catalogEnv);
    return builder;
  }

  /** The kit's executable jar with these arguments, working in {@code dir}. */
  static ProcessBuilder kit(Path kitJar, Path dir, List<String> arguments) {
    List<String> command = new java.util.ArrayList<>(List.of(java(), "-jar", kitJar.toString()));
    command.addAll(arguments);
    return builder(command, dir, Map.of());
  }

  /** Runs to exit with stdout and stderr in {@code dir}/stdout.log and stderr.log. */
  static Result run(ProcessBuilder builder, Path dir) throws IOException, InterruptedException {
    builder
        .redirectOutput(dir.resolve("stdout.log").toFile())
        .redirectError(dir.resolve("stderr.log").toFile());
    long start = System.nanoTime();
    Process process = builder.start();
    process.getOutputStream().close();
    if (!process.waitFor(LIMIT_MINUTES, TimeUnit.MINUTES)) {
      process.destroyForcibly().waitFor();
      throw new IllegalStateException(
          "still running after " + LIMIT_MINUTES + " min, killed: " + builder.command());
    }
    return new Result(process.exitValue(), (System.nanoTime() - start) / 1e9);
  }
}
