package dev.catalogkit.tiers;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A test of the second tier, run by {@code mvn -B verify -Ppeers} and not by {@code mvn -B verify}:
 * it certifies a real peer started as a process of its own (Apache Iceberg's REST fixtures,
 * Paimon's REST test server), explores, loads the kit or a server, or drives the kit against a
 * hostile, interrupted or shared server. The fast tier keeps every check against the reference and
 * against every fault that reaches it (README, "Run the tests").
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Tag(PeerTier.TAG)
public @interface PeerTier {

  /** The JUnit tag the build selects the tier by (the parent pom's {@code tests.*groups}). */
  String TAG = "peer-tier";
}
