package dev.catalogkit.protocols.iceberg.explore;

import dev.catalogkit.engine.RunNames;
import dev.catalogkit.explore.Explorer;
import dev.catalogkit.explore.Step;
import dev.catalogkit.explore.WalkResult;
import dev.catalogkit.protocols.iceberg.IcebergCatalogClient;
import java.util.List;
import java.util.random.RandomGenerator;

/** Walks Iceberg sequences, each in fresh top-level namespaces named after the run. */
final class IcebergExplorer implements Explorer {

  private final IcebergCatalogClient client;
  private final RunNames names;
  private final StepGenerator generator;

  IcebergExplorer(IcebergCatalogClient client, RunNames names, boolean keyedRetries) {
    this.client = client;
    this.names = names;
    this.generator = new StepGenerator(keyedRetries);
  }

  @Override
  public List<Step> sequence(RandomGenerator random, int length) {
    return generator.sequence(random, length);
  }

  @Override
  public List<Step> simpler(Step step) {
    return List.copyOf(((IcebergStep) step).simpler());
  }

  @Override
  public WalkResult walk(List<Step> steps) {
    String base = names.siblingNamespace("explore").get(0);
    return new IcebergWalk(client.forCheck("explore " + base), base).walk(steps);
  }
}
